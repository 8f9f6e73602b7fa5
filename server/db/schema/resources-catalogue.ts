/** Tables of the catalogue resources (src/domain/resources/catalogue.ts), one line each, generated from the declaration. */
export {};

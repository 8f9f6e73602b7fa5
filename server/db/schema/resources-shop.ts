/** Tables of the shop resources (src/domain/resources/shop.ts), one line each, generated from the declaration. */
export {};

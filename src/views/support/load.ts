/** The support area's chunk, loaded on demand (its routes render it lazily; preload.ts starts it early). */
export const loadSupportArea = () => import('./SupportArea');

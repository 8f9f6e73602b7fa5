/** Upsells' codes (SPEC.md "Upsell"): type 1 is the post-purchase upsell, the only one. */
export const UpsellType = { PostPurchase: 1 } as const;
export const UPSELL_TYPES: readonly number[] = Object.values(UpsellType);

/** Seeds cities, categories, products, keywords, institutes, plan margins, more vendors, deals and reviews. Owned by the discovery work. */
export async function seedCatalogue(_options: { deals: number }) {}

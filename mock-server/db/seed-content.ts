/** Seeds content pages and newsletter categories. Owned by the content work. */
export async function seedContent() {}

/** Orders per page of the commission list. Apart from the screen: the signed-in page's early call uses it. */
export const COMMISSION_PER_PAGE = 10

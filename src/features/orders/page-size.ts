/** Orders asked per request (one page of the list, spec 3 §5). Apart from the screen: the signed-in page's early call uses it. */
export const ORDERS_PER_REQUEST = 9

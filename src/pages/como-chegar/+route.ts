// 'Como chegar' exists only when the current edition has something to show there (decision 0090):
// a route function, so vike prerenders just what +onBeforePrerenderStart lists (nothing, or the path).
export default (pageContext: { urlPathname: string }) => pageContext.urlPathname.replace(/\/$/, '') === '/como-chegar'

// One page per person; +onBeforePrerenderStart lists every URL to prerender.
export default '/pessoas/@id'

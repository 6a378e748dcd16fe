// One page per activity of every edition; +onBeforePrerenderStart lists every URL to prerender.
export default '/atividades/@ano/@id'

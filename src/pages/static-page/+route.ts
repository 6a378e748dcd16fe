// Every page of data/pages.yaml's staticPages, at /<key> (decision 0132). A folder's own route
// (/timeline, /contact...) and the route functions (/2024, /como-chegar) come first; a key with no
// page here answers 404 (+data.ts), and only the keys are prerendered (+onBeforePrerenderStart.ts).
export default '/@slug'

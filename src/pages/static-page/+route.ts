// Every page of data/pages.yaml's staticPages, at /<key> (decision 0132), after the folders' own routes and route functions.
export default '/@slug'

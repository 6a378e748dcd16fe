export default '/2023'

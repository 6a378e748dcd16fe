export default '/2024'

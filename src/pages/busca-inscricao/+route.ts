export default '/busca/inscricao'

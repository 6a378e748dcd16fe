// The texts and edition facts the live pages need, read at build time by their +data.ts.
// TODO(content): read them from loadContent() (data/pages.yaml `live` and the current edition)
// once src/content/load-content.ts lands; until then this is the one place that holds them.
export interface LiveTexts {
  searchTitle: string
  searchEmailLabel: string
  searchSubmit: string
  searchSubmitting: string
  searchError: string
  searchInvalidEmail: string
  paymentsTitle: string
  registrationReceiptHeadingPrefix: string
  marketReceiptHeading: string
  keepLinkStrong: string
  keepLinkRegistration: string
  keepLinkMarket: string
  participant: string
  paymentStatus: string
  selectedLote: string
  registrationPrice: string
  selectedActivities: string
  noActivities: string
  orderTotal: string
  orderDate: string
  orderProducts: string
  qrAlt: string
  copyPix: string
  copied: string
  copyFailed: string
  validateReceipt: string
  validateShort: string
  loading: string
  registrationLoadError: string
  marketLoadError: string
  loadFailedMessage: string
  retry: string
  invalidLink: string
  noOrders: string
}

export interface LiveContent {
  texts: LiveTexts
  edition: { title: string; year: number; eventId: string | null }
}

export function loadLiveContent(): LiveContent {
  return {
    texts: {
      searchTitle: 'Buscar Inscrição',
      searchEmailLabel: 'E-mail',
      searchSubmit: 'Pesquisar',
      searchSubmitting: 'Aguarde...',
      searchError: 'Erro ao buscar usuario',
      searchInvalidEmail: 'Informe um e-mail válido.',
      paymentsTitle: 'Pagamentos',
      registrationReceiptHeadingPrefix: 'Recibo de Inscrição no',
      marketReceiptHeading: 'Recibo de Compra - Loja Online',
      keepLinkStrong: 'Guarde esse link',
      keepLinkRegistration: ', ele é útil para informar o status de pagamento da sua inscrição!',
      keepLinkMarket: ', ele é útil para informar o status de pagamento da sua compra!',
      participant: 'Participante:',
      paymentStatus: 'Status pagamento:',
      selectedLote: 'Lote selecionado:',
      registrationPrice: 'Preço da inscrição:',
      selectedActivities: 'Atividades selecionadas:',
      noActivities: 'Nenhuma',
      orderTotal: 'Preço total da compra:',
      orderDate: 'Data do pedido:',
      orderProducts: 'Produtos comprados:',
      qrAlt: 'QR Code do pagamento PIX',
      copyPix: 'Copiar pix',
      copied: 'Chave copiada!',
      copyFailed: 'Não foi possível copiar. Selecione e copie o código abaixo.',
      validateReceipt: 'Para validar esse recibo acesse:',
      validateShort: 'Aqui',
      loading: 'Carregando...',
      registrationLoadError: 'Usuário não encontrado!',
      marketLoadError: 'Venda não encontrada!',
      loadFailedMessage: 'Não foi possível carregar os dados. Verifique o link e a sua conexão.',
      retry: 'Tentar novamente',
      invalidLink: 'Este link de recibo é inválido. Confira se ele foi copiado por inteiro.',
      noOrders: 'Nenhum pedido encontrado.',
    },
    edition: { title: 'VII SERCOMP', year: 2025, eventId: null },
  }
}

// Shapes of the API answers; the schemas in schemas/api/ are the contract and the generated
// validators enforce them before any of these types is trusted.
export interface RegistrationSearch {
  uuid_user: string
  uuid_lote: string
}

export interface Registration {
  user_name: string
  inscricao: { status: string; nome_lote: string; preco: number }
  atividades?: { nome: string; tipo: string }[] | null
}

export interface Payment {
  qr_code: string
  qr_code_base64: string
}

export interface MarketplaceOrder {
  user: { name: string }
  paymentStatus: string
  creationDate: string
  totalValue: number
  sales: { quantity: number; product: { productId: string | number; price: number; name: string } }[]
  transactionData: Payment
}

import { describe, expect, it } from 'vitest'
import { parseMarketReceiptPath, parseRegistrationReceiptPath, parseSearchPath, rewriteLivePath } from './live-routes'

describe('live routes', () => {
  it('reads the optional search type', () => {
    expect(parseSearchPath('/busca/inscricao')).toEqual({ searchType: null })
    expect(parseSearchPath('/busca/inscricao/')).toEqual({ searchType: null })
    expect(parseSearchPath('/busca/inscricao/market')).toEqual({ searchType: 'market' })
    expect(parseSearchPath('/busca/inscricao/a/b')).toBeNull()
    expect(parseSearchPath('/busca')).toBeNull()
  })

  it('reads receipt ids and blanks the unsafe ones', () => {
    expect(parseRegistrationReceiptPath('/pagamento/user/u-1/lote/l-2')).toEqual({ userId: 'u-1', loteId: 'l-2' })
    expect(parseRegistrationReceiptPath('/pagamento')).toEqual({ userId: null, loteId: null })
    expect(parseRegistrationReceiptPath('/pagamento/user/..%2F..%2Fadmin/lote/x')).toEqual({ userId: null, loteId: 'x' })
    expect(parseRegistrationReceiptPath('/pagamento/user/u/lote')).toBeNull()
    expect(parseMarketReceiptPath('/market/user/abc/pagamentos')).toEqual({ userId: 'abc' })
    expect(parseMarketReceiptPath('/market/user')).toEqual({ userId: null })
    expect(parseMarketReceiptPath('/market/user/a%20b/pagamentos')).toEqual({ userId: null })
    expect(parseMarketReceiptPath('/market')).toBeNull()
  })

  it('rewrites live URLs to the shells', () => {
    expect(rewriteLivePath('/busca/inscricao/market')).toBe('/busca/inscricao/index.html')
    expect(rewriteLivePath('/pagamento/user/a/lote/b')).toBe('/pagamento/index.html')
    expect(rewriteLivePath('/market/user/a/pagamentos')).toBe('/market/user/index.html')
    expect(rewriteLivePath('/market')).toBeNull()
    expect(rewriteLivePath('/pagamento/user/a/lote/b/c')).toBeNull()
  })
})

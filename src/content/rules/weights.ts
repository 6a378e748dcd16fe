import { checkEachCall } from './rule-helpers.ts'

/** Weights of each group add up to its stated total. */
export const checkWeights = checkEachCall(({ f, call, report }) => {
  call.weights.forEach((g, i) => {
    const sum = g.criteria.reduce((s, c) => s + c.weight, 0)
    if (Math.abs(sum - g.total) > 1e-9)
      report(f, `/weights/${i}/total`, `a soma dos pesos (${sum}) é diferente do total (${g.total})`, 'confira os pesos dos critérios')
  })
})

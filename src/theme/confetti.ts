// The countdown's end (src/client/countdown.ts), decorative: a file of its own, so the home page's script carries not all of tokens.ts.
export const confetti = ['#ffd166', '#ef476f', '#06d6a0', '#118ab2', '#f78c6b'] as const

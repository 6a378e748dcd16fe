// The confetti of the countdown's end (src/client/countdown.ts): festive, decorative, never text. A
// token of its own file, so that the home page's script carries these five and not the whole of tokens.ts.
export const confetti = ['#ffd166', '#ef476f', '#06d6a0', '#118ab2', '#f78c6b'] as const

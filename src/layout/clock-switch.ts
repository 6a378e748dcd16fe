// A static page is read for months after its build: what it says is prerendered for the build's
// instant and, for every later state, kept beside it as a variant marked data-when="k …" (the
// clock's states in which it holds). This inline script, in <head> before the first paint, counts
// the boundaries that have passed and shows the variants of that state, so a page opened after a
// deadline says what one built after it says, with nothing moving and nothing fetched (decision
// 0172). window.scClock runs it again when a page crosses a boundary while open.

/** id of the <style> that hides every variant but the current state's; its data-boundaries are the
 * clock's boundaries after the build, in ms, sorted. */
export const CLOCK_STYLE_ID = 'sc-clock'

/** The rule that shows state k's variants only. */
export const clockRule = (k: number) => `[data-when]:not([data-when~="${k}"]){display:none}`

export const CLOCK_BEFORE_PAINT = `(window.scClock=function(){var s=document.getElementById('${CLOCK_STYLE_ID}');if(!s)return;var t=s.getAttribute('data-boundaries').split(' '),n=Date.now(),k=0;while(k<t.length&&n>=+t[k])k++;s.textContent='[data-when]:not([data-when~="'+k+'"]){display:none}'})()`

// A page keeps a variant for each later state of the clock, marked data-when="k …"; this script, in <head> before the first
// paint, shows the current state's, so a page opened after a deadline says what one built after it says (decision 0172).
// window.scClock runs it again when a page crosses a boundary while open.

/** The <style> that hides every variant but the current state's; its data-boundaries are the clock's, in ms. */
export const CLOCK_STYLE_ID = 'sc-clock'

/** The rule that shows state k's variants only. */
export const clockRule = (k: number) => `[data-when]:not([data-when~="${k}"]){display:none}`

export const CLOCK_BEFORE_PAINT = `(window.scClock=function(){var s=document.getElementById('${CLOCK_STYLE_ID}');if(!s)return;var t=s.getAttribute('data-boundaries').split(' '),n=Date.now(),k=0;while(k<t.length&&n>=+t[k])k++;s.textContent='[data-when]:not([data-when~="'+k+'"]){display:none}'})()`

/**
 * Loaded before every element test file (wtr.config.mjs): a failed assertion whose actual or
 * expected value is a DOM node carries a short description of the node instead. The runner sends
 * a failure's values from the page to the terminal by walking them, and a node's graph (its
 * document, window, every element) froze the test page: the file hung until testsFinishTimeout
 * instead of failing at once.
 */
import { Assertion } from '@esm-bundle/chai'

/** `<button aria-label="Next">` with its text, cut short. */
function describeNode(node: Node): string {
  if (!(node instanceof Element)) return `[${node.nodeName}]`
  const html = node.outerHTML
  return html.length > 200 ? `${html.slice(0, 200)}…` : html
}

const assert = Assertion.prototype.assert
Assertion.prototype.assert = function (this: unknown, ...args: Parameters<typeof assert>) {
  try {
    return assert.apply(this, args)
  } catch (error) {
    const failure = error as { actual?: unknown; expected?: unknown }
    if (failure && typeof failure === 'object') {
      if (failure.actual instanceof Node) failure.actual = describeNode(failure.actual)
      if (failure.expected instanceof Node) failure.expected = describeNode(failure.expected)
    }
    throw error
  }
}

declare module 'virtual:uplot-css' {
  /** uPlot's own stylesheet (rollup.config.mjs), adopted with the chart's lazy chunk. */
  const css: string
  export default css
}

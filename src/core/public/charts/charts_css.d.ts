// webpack hands @elastic/charts' stylesheets over as text (webpack.config.js, asset/source).
declare module '@elastic/charts/dist/*.css' {
  const text: string;
  export default text;
}

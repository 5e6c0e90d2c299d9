/** Images the bundler emits as files: importing one gives its URL (rspack `asset/resource`). */
declare module '*.svg' {
  const url: string;
  export default url;
}

// wrangler bundles `.wasm` imports as compiled modules (CompiledWasm); Node code never imports them.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

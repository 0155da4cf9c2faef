// The live feature's public surface. LiveUpdates is loaded on its own (lazily) once someone is signed in.
export { refreshAfterEvent } from "./refresh";

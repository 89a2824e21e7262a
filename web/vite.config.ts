import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The built client lands in web/dist, which `stratego serve` serves. In development the
// Vite server forwards the API and the WebSocket to a running `stratego serve`.
const server = process.env.STRATEGO_SERVER ?? "http://127.0.0.1:8080";

export default defineConfig({
  base: "./",
  build: { outDir: "dist", emptyOutDir: true, target: "es2022" },
  server: {
    // A unit test reads the server's German rank names from the engine's source (engine/).
    fs: { allow: [fileURLToPath(new URL(".", import.meta.url)), fileURLToPath(new URL("../engine", import.meta.url))] },
    proxy: {
      "/api": server,
      "/ws": { target: server.replace(/^http/, "ws"), ws: true },
    },
  },
  test: {
    environment: "jsdom",
    include: ["tests/**/*.test.ts"],
  },
});

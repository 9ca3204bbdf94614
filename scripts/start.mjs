#!/usr/bin/env node
// `npm start`: build the web app when it is missing or stale, then run the server on it.
// Works right after `npm install`: the server defaults to embedded PGlite under ./data and, in the
// default development mode, seeds the demo accounts. SIGTERM/SIGINT reach the server, which shuts
// down gracefully.
import { runServer } from './lib/child.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

ensureWebBuild();
process.exit(await runServer(process.env));

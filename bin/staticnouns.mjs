#!/usr/bin/env node
// The CLI is TypeScript run by Node's type stripping (Node >= 22.18); the
// project's own Node (the `node` package) is first on PATH for npm and npx.
import '../src/cli/index.ts';

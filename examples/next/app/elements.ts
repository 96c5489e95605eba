// Both elements in one module for one import(): Turbopack (Next 16.4) makes a chunk group per import(), and the
// package's own lazy imports then get two loaders under one id, the first to arrive kept (vercel/next.js#98099).
import 'cine-account/login';
import 'cine-account/user-menu';

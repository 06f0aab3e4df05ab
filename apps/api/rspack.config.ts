import { resolve } from 'node:path';
import { type Configuration, CopyRspackPlugin } from '@rspack/core';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/**
 * Bundles the server's own code and our libs into dist/apps/api/main.js; packages from
 * node_modules stay external (PGlite, for one, loads its WASM from its package folder).
 */
export default (_env: unknown, argv: { mode?: string }): Configuration => ({
  context: import.meta.dirname,
  mode: argv.mode === 'development' ? 'development' : 'production',
  target: 'node20.19',
  devtool: 'source-map',
  entry: { main: './src/main.ts' },
  output: {
    path: resolve(workspaceRoot, 'dist/apps/api'),
    filename: '[name].js',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  externalsType: 'module-import',
  externals: [
    ({ request }, callback) => {
      const isPackage = request && !request.startsWith('.') && !request.startsWith('/') && !request.startsWith('@shelfmark/');
      if (isPackage) return callback(undefined, request);
      callback();
    },
  ],
  resolve: { extensions: ['.ts', '.js', '.json'] },
  module: {
    parser: { javascript: { importMeta: false } },
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [
    new CopyRspackPlugin({
      patterns: [
        { from: 'drizzle', to: 'drizzle' },
        { from: 'src/seed/covers', to: 'demo-covers', globOptions: { ignore: ['**/*.md'] } },
      ],
    }),
  ],
  optimization: { minimize: false },
});

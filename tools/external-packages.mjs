// The esbuild plugin of the server's and the generator's builds
// (docs/decisions/0001): npm packages stay external and load from
// node_modules at run time; the named workspace packages are bundled from
// their TypeScript source.

/** Marks every bare import external except the packages in `bundled`. */
export function externalPackages(bundled) {
  return {
    name: 'external-packages',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = args.path.startsWith('@')
          ? args.path.split('/').slice(0, 2).join('/')
          : args.path.split('/')[0];
        return bundled.has(name)
          ? undefined
          : { path: args.path, external: true };
      });
    },
  };
}

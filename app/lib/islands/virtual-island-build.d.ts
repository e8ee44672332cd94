declare module "virtual:island-build" {
  const build: import("./island-build.ts").IslandBuild;
  export default build;
}

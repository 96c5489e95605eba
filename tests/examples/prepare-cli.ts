import { prepareExamples } from './prepare';

// `npm test` runs this beside the unit tests (scripts/test-lanes.ts): the installs wait on the registry
// and the disk, not on the cores the unit tests use. The pack test then reads what it found.
const start = performance.now();
const { hosts, astro, next } = await prepareExamples();
const times = Object.entries(hosts).map(
  ([host, { seconds }]) =>
    `${host} install ${seconds.install} s, check ${seconds.check} s, build ${seconds.build} s`,
);
times.push(
  `next install ${next.seconds.install} s, tsc ${next.seconds.check} s, next build ${next.seconds.build} s`,
  `astro install ${astro.seconds.install} s, check ${astro.seconds.check} s, static build ${astro.seconds.static} s, server build ${astro.seconds.server} s`,
);
console.log(
  `examples prepared from the packed tarball in ${Math.round((performance.now() - start) / 1000)} s (${times.join('; ')})`,
);

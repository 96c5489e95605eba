// Injected into every frame before any page script (addInitScript): Event Timing entries of
// interactions (durationThreshold 16, as web-vitals observes them) and Long Animation Frames with their
// scripts, so the bench can compute INP per interaction and say where the slowest one's time went.
(() => {
  const events = [];
  const frames = [];
  const nameOf = (node) =>
    node?.nodeType === 1
      ? `${node.localName}${node.getAttribute('part') ? `[part=${node.getAttribute('part')}]` : ''}`
      : '';
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        events.push({
          id: entry.interactionId,
          type: entry.name,
          start: entry.startTime,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          duration: entry.duration,
          target: nameOf(entry.target),
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No Event Timing: every interaction reads as unmeasured.
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        frames.push({
          start: entry.startTime,
          duration: entry.duration,
          renderStart: entry.renderStart,
          styleAndLayoutStart: entry.styleAndLayoutStart,
          scripts: (entry.scripts ?? []).map((script) => ({
            source: script.sourceURL,
            fn: script.sourceFunctionName,
            invoker: script.invoker,
            start: script.startTime,
            duration: script.duration,
            layout: script.forcedStyleAndLayoutDuration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // No LoAF: the slowest event is told without its scripts.
  }
  window.__cineInp = {
    now: () => performance.now(),
    read: (since) => ({
      events: events.filter((entry) => entry.start >= since),
      frames: frames.filter((frame) => frame.start + frame.duration >= since),
    }),
  };
})();

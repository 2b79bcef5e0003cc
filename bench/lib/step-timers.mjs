// Where a payment's server time goes, for the benchmarks that build the app in
// their own process: wrappers that record each call's wall time and change no
// behaviour.

/**
 * Wraps `object[method]` so that each call's wall time is pushed to `times`
 * (and `onResult` sees the answer, `onCall` the arguments); the app's
 * behaviour is unchanged.
 */
export function timed(object, method, times, { onResult = () => {}, onCall = () => {} } = {}) {
  const original = object[method].bind(object);
  object[method] = async (...args) => {
    onCall(args);
    const started = performance.now();
    const result = await original(...args);
    times.push(performance.now() - started);
    onResult(result);
    return result;
  };
}

/** The face engine's own stages (its `timings`), in the order it runs them. */
export const ENGINE_STAGES = [
  'decode',
  'detect',
  'landmarks',
  'liveness',
  'embed',
  'describe',
  'burst',
];

/**
 * Times a face call's server steps: the engine's analysis (with its stage
 * timings), the 1:N search's `nearest` and the read of the nearest faces'
 * features. Returns the arrays of ms, by step, that each call adds to.
 */
export async function timeFaceSteps(app) {
  const steps = {
    analyse: [],
    ...Object.fromEntries(ENGINE_STAGES.map((stage) => [stage, []])),
    search: [],
    features: [],
  };
  timed(app.faceEngine, 'analyse', steps.analyse, {
    onResult: (result) => {
      for (const [stage, value] of Object.entries(result.timings ?? {})) {
        (steps[stage] ??= []).push(value);
      }
    },
  });
  timed(await app.faceSearch(), 'nearest', steps.search);
  timed(app.faceTemplateRepository, 'templateFeatures', steps.features);
  return steps;
}

/** Empties every array of `steps` (after the warm-up). */
export function clearSteps(steps) {
  for (const values of Object.values(steps)) values.length = 0;
}

/**
 * Imported first by the start scripts. Libraries pick their build from process.env.NODE_ENV when
 * they load (React's server renderer loads its slow development build unless it says
 * 'production'); the app's config defaults NODE_ENV only inside its own object, too late and in
 * the wrong place for them. An explicit NODE_ENV from the environment still wins.
 */
process.env.NODE_ENV ??= 'production';

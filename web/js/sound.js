// The optional sounds (views/levels.js switches them; off by default): short WebAudio tones, no files, on a move and
// on a win. The audio context starts at the first sound, which always follows a press or a key.

/** @type {AudioContext | null} */
let context = null;

/** One tone of `freq` Hz starting `at` seconds from now for `length` seconds, soft at both ends. */
function tone(freq, at, length, volume = 0.08) {
  try {
    context ??= new AudioContext();
    const start = context.currentTime + at;
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(volume, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    osc.connect(gain).connect(context.destination);
    osc.start(start);
    osc.stop(start + length + 0.02);
  } catch {
    // No audio here: silence.
  }
}

/** A short click for a move. */
export function moveSound() {
  tone(660, 0, 0.06, 0.05);
}

/** A rising three-note chord for a win. */
export function winSound() {
  [523.25, 659.25, 783.99].forEach((freq, i) => tone(freq, i * 0.12, 0.35));
}

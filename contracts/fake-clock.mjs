// Loaded with `node --import` by contracts/provider/stable-pacts.test.ts: moves this process's clock FAKE_CLOCK_DAYS
// days ahead, so two runs of the consumer tests on "two days" can be compared byte for byte.
const shift = Number(process.env.FAKE_CLOCK_DAYS ?? 0) * 86_400_000
if (shift) {
  const Real = Date
  class Shifted extends Real {
    constructor(...args) {
      if (args.length === 0) super(Real.now() + shift)
      else super(...args)
    }
    static now() {
      return Real.now() + shift
    }
  }
  globalThis.Date = Shifted
}

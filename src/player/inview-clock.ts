/**
 * In-view time of the card showing (issue 9): counted while the player is in view and the page is
 * visible, handed to `report(card, ms)` whenever it is settled — on a card change, a visibility
 * change, and before every flush of the event queue. No preact; unit-tested.
 */
export class InviewClock {
  private since = 0
  private visible = false

  constructor(
    private readonly report: (contentUUID: string, ms: number) => void,
    private card: string | null,
    private readonly pageVisible: () => boolean = () => document.visibilityState === 'visible',
    private readonly now: () => number = () => performance.now(),
  ) {}

  private counting(): boolean {
    return this.visible && this.pageVisible()
  }

  /** Reports the time since the last settle (when counting) and restarts the count. */
  settle(): void {
    const t = this.now()
    if (this.since && this.card && t > this.since) this.report(this.card, t - this.since)
    this.since = this.counting() ? t : 0
  }

  /** The player came into view or left it. */
  setVisible(visible: boolean): void {
    this.settle()
    this.visible = visible
    this.since = this.counting() ? this.now() : 0
  }

  /** Another frame shows (null: the e-mail card, which has no card row). */
  setCard(card: string | null): void {
    if (card === this.card) return
    this.settle()
    this.card = card
  }
}

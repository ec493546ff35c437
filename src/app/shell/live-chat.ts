/** The chat widget is not part of the shell; whoever embeds it listens for this event. */
export const LIVE_CHAT_OPEN_EVENT = 'livechat:open';

export function openLiveChat(): void {
  window.dispatchEvent(new CustomEvent(LIVE_CHAT_OPEN_EVENT));
}

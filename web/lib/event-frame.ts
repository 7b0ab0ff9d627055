/**
 * The JSON a server-sent event carries, or undefined for a frame that is not JSON (a comment, a
 * proxy's keep-alive, a truncated frame): the stream goes on and the frame is dropped.
 */
export function frameData<T>(frame: MessageEvent<string>): T | undefined {
  try {
    return JSON.parse(frame.data) as T;
  } catch {
    return undefined;
  }
}

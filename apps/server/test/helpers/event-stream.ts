/**
 * Reads a `text/event-stream` response body block by block (the text between two blank-line separators), the way
 * a browser's EventSource splits it, calling `onBlock` for each as it arrives. The promise settles when the stream
 * ends or is aborted (an abort is the usual way to stop reading, so it is not an error).
 */
export async function readEventBlocks(body: ReadableStream<Uint8Array>, onBlock: (block: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        onBlock(block);
      }
    }
  } catch {
    // aborted
  }
}

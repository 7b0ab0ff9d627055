/** A URL in a mail's text: http(s) up to the next space or closing bracket. */
const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g;

/** A caught mail's plain text with its links clickable, as a mail reader shows them. */
export function LinkedText({ text }: { text: string }) {
  // split with a capturing group: the odd parts are the URLs.
  const parts = text.split(URL_PATTERN);
  return (
    <pre>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

import { useState } from 'react';

export function CopyLink({ label, url, testId }: { label: string; url: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="copy-link">
      <span className="label">{label}</span>
      <input
        readOnly
        aria-label={label}
        value={url}
        data-testid={testId}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button
        type="button"
        className="small"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          });
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

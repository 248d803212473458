import { AUTO_DISMISS_MS, type MessageType, type Priority } from '@club/shared/notifications';
import { linkSchema } from '@club/shared/media';
import { useState } from 'react';
import { TYPE_STYLES } from '../../features/notifications/notification-style';
import { cn } from '../../lib/class-names';

/** The bubble as the player's phone shows it (notification-bubbles.tsx): colour per type, priority's dismiss time. */
export function BubblePreview({
  title,
  message,
  messageType,
  priority,
  mediaUrl,
  senderName,
}: {
  title: string;
  message: string;
  messageType: MessageType;
  priority: Priority;
  mediaUrl: string;
  senderName: string;
}) {
  const style = TYPE_STYLES[messageType];
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  // As the server accepts it: an http(s) address or a path on this site (a club image, /api/media/{id}).
  const image = linkSchema.safeParse(mediaUrl).success ? mediaUrl.trim() : null;
  return (
    <figure className="grid gap-2 lg:sticky lg:top-20" aria-labelledby="bubble-preview-caption">
      <figcaption id="bubble-preview-caption" className="text-sm font-semibold text-slate-200">
        Preview on the player's phone
      </figcaption>
      <div className="rounded-2xl border border-slate-800 bg-slate-950 p-3">
        <div
          data-testid="bubble-preview"
          data-color={style.color}
          className={cn(
            'relative w-full rounded-xl border-l-4 p-3 pr-10 text-white shadow-2xl shadow-black/50',
            style.bubble,
          )}
        >
          <p className="text-[11px] font-semibold tracking-wide text-white uppercase">
            {style.label}
            {priority === 'urgent' || priority === 'high' ? ` · ${priority}` : ''}
          </p>
          <p className="text-sm font-bold">{title.trim() || 'The title'}</p>
          <p className="mt-0.5 line-clamp-3 text-sm text-white/95">
            {message.trim() || 'The message the player reads.'}
          </p>
          {image && brokenUrl !== image ? (
            <img
              src={image}
              alt=""
              className="mt-2 h-24 w-full rounded-lg object-cover"
              onError={() => setBrokenUrl(image)}
            />
          ) : null}
          <p className="mt-1 text-xs text-white">{senderName} · just now</p>
          <span aria-hidden="true" className="absolute top-2.5 right-2.5 p-1 text-white">
            ✕
          </span>
        </div>
      </div>
      <p className="text-xs text-slate-300">
        It leaves the screen after {AUTO_DISMISS_MS[priority] / 1000} s ({priority} priority) and stays in the player's
        Notifications tab for 24 hours.
        {brokenUrl && brokenUrl === image ? ' The image could not be loaded: players would see no image.' : ''}
      </p>
    </figure>
  );
}

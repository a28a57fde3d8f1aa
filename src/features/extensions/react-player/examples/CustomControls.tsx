import { Captions, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import ReactPlayer from 'react-player';
import { Button } from '@/ui/button/Button';
import { publicUrl } from '@/lib/publicUrl';

// WebM (VP9) where the browser plays it, else MP4 (H.264): react-player 3 takes one `src`.
const webm = globalThis.document?.createElement('video').canPlayType('video/webm; codecs="vp9, opus"');
const src = publicUrl(webm ? '/media/intro.webm' : '/media/intro.mp4');
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
const rates = [0.5, 1, 1.5, 2];
const bar: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--space-2)' };

/**
 * react-player with controls of its own: play and pause, a seek slider, the time, mute and volume,
 * the speed, captions from a WebVTT track, and full screen; every control is a button, slider or
 * select, so the keyboard reaches them all. It never plays by itself, and shows its poster at rest.
 */
export default function CustomControls() {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [time, setTime] = useState({ now: 0, total: 0 });
  const [sound, setSound] = useState({ muted: false, volume: 0.8 });
  const [rate, setRate] = useState(1);
  const [captions, setCaptions] = useState({ on: true, text: '' });
  const [full, setFull] = useState(false);

  useEffect(() => {
    const track = video.current?.textTracks[0];
    if (!track) return;
    track.mode = 'hidden'; // the cues are drawn below by the page, not by the browser
    const show = () =>
      setCaptions((was) => ({
        ...was,
        text: [...(track.activeCues ?? [])].map((cue) => (cue as VTTCue).text).join('\n'),
      }));
    track.addEventListener('cuechange', show);
    const screen = () => setFull(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', screen);
    return () => {
      track.removeEventListener('cuechange', show);
      document.removeEventListener('fullscreenchange', screen);
    };
  }, []);

  const seek = (to: number) => {
    if (video.current) video.current.currentTime = to;
    setStarted(true);
  };
  const toggleFull = () => (full ? document.exitFullscreen() : frame.current?.requestFullscreen());

  return (
    <div
      ref={frame}
      style={{
        display: 'grid',
        gap: 'var(--space-2)',
        maxInlineSize: full ? 'none' : '40rem',
        background: 'var(--c-card)',
      }}
    >
      <div
        style={{
          position: 'relative',
          aspectRatio: '16 / 9',
          background: '#000',
          borderRadius: 'var(--radius-md)',
          overflow: 'hidden',
        }}
      >
        <ReactPlayer
          ref={(node) => {
            video.current = node;
            // react-player hands the <video> a fixed list of attributes, without `poster`: set it here.
            if (node) node.poster = publicUrl('/media/intro-poster.webp');
          }}
          src={src}
          preload="metadata"
          playing={playing}
          muted={sound.muted}
          volume={sound.volume}
          playbackRate={rate}
          width="100%"
          height="100%"
          aria-label="Admin template, a short clip"
          onPlay={() => {
            setPlaying(true);
            setStarted(true);
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onDurationChange={(event) =>
            setTime({ now: event.currentTarget.currentTime, total: event.currentTarget.duration })
          }
          onTimeUpdate={(event) =>
            setTime({ now: event.currentTarget.currentTime, total: event.currentTarget.duration })
          }
        >
          <track kind="captions" src={publicUrl('/media/intro.en.vtt')} srcLang="en" label="English" default />
        </ReactPlayer>
        {captions.on && started && captions.text && (
          <p
            style={{
              position: 'absolute',
              insetInline: '10%',
              insetBlockEnd: '6%',
              margin: 0,
              padding: '0.25em 0.5em',
              background: 'rgb(0 0 0 / 0.75)',
              color: '#fff',
              textAlign: 'center',
              whiteSpace: 'pre-line',
            }}
          >
            {captions.text}
          </p>
        )}
      </div>
      {/* Playback controls run left to right in every language, as time does on them. */}
      <input
        dir="ltr"
        type="range"
        aria-label="Seek"
        aria-valuetext={`${clock(time.now)} of ${clock(time.total)}`}
        min={0}
        max={time.total || 0}
        step={1}
        value={time.now}
        onChange={(event) => seek(Number(event.target.value))}
        style={{ inlineSize: '100%', accentColor: 'var(--c-primary)' }}
      />
      <div dir="ltr" style={bar}>
        <Button iconOnly aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((was) => !was)}>
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {clock(time.now)} / {clock(time.total)}
        </span>
        <Button
          variant="text"
          tone="secondary"
          iconOnly
          aria-label="Mute"
          aria-pressed={sound.muted}
          onClick={() => setSound((was) => ({ ...was, muted: !was.muted }))}
        >
          {sound.muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
        </Button>
        <input
          type="range"
          aria-label="Volume"
          aria-valuetext={`${Math.round(sound.volume * 100)}%`}
          min={0}
          max={1}
          step={0.1}
          value={sound.volume}
          onChange={(event) => setSound({ muted: false, volume: Number(event.target.value) })}
          style={{ inlineSize: '6rem', accentColor: 'var(--c-primary)' }}
        />
        <select
          aria-label="Speed"
          value={rate}
          onChange={(event) => setRate(Number(event.target.value))}
          style={{
            marginInlineStart: 'auto',
            padding: 'var(--space-1)',
            borderRadius: 'var(--radius-sm)',
            border: '1px solid var(--c-border)',
            background: 'var(--c-input-bg)',
            color: 'var(--c-text)',
          }}
        >
          {rates.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </select>
        <Button
          variant="text"
          tone="secondary"
          iconOnly
          aria-label="Captions"
          aria-pressed={captions.on}
          onClick={() => setCaptions((was) => ({ ...was, on: !was.on }))}
        >
          <Captions aria-hidden />
        </Button>
        <Button
          variant="text"
          tone="secondary"
          iconOnly
          aria-label={full ? 'Exit full screen' : 'Full screen'}
          onClick={() => void toggleFull()}
        >
          {full ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
        </Button>
      </div>
    </div>
  );
}

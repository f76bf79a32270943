// The image's HEALTHCHECK (podman, Docker): healthy while /health/ready answers 200.
// Node itself, as the image has no curl; plain JavaScript, started in a fresh process.
const port = process.env.PORT || '3000'
try {
  const answer = await fetch(`http://127.0.0.1:${port}/health/ready`, {
    signal: AbortSignal.timeout(4_000),
  })
  process.exit(answer.ok ? 0 : 1)
} catch {
  process.exit(1)
}

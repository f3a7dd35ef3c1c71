export default function NotFound() {
  return (
    <div className="container not-found">
      <h1 className="page-title">404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
    </div>
  );
}

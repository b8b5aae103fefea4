"""The floor's certificates: the site's own certificate authority, the servers' certificates
and each console's identity, all made here with ``cryptography``.

``casino serve --init`` makes the authority and a server certificate in the server's folder;
the authority's fingerprint is what a console is told to trust (its ``config.toml``), so a
console never talks to a machine the site did not certify. ``casino serve --enrol`` makes a
console's key pair and certificate, signed by the authority and kept on the record by its
fingerprint: the server accepts a console's connection only with a certificate the record
names and has not revoked. A console's certificate can only prove who it is (client
authentication); it cannot pose as a server to another console.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import ipaddress
import os
import socket
import ssl
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

AUTHORITY, AUTHORITY_KEY = "ca.pem", "ca.key"
SERVER, SERVER_KEY = "server.pem", "server.key"
CONSOLE, CONSOLE_KEY = "console.pem", "console.key"
YEARS = 10
"""How long the authority and a server's certificate last; a console's lasts ``CONSOLE_YEARS``."""
CONSOLE_YEARS = 5


class CertificateError(ValueError):
    """A certificate that cannot be made or used: names the file and what is wrong."""


@dataclass(frozen=True, slots=True)
class Made:
    """What ``init`` or ``enrol`` wrote, and the fingerprint to hand on."""

    folder: Path
    files: tuple[Path, ...]
    fingerprint: str


def fingerprint_of(pem_or_der: bytes) -> str:
    """A certificate's SHA-256 fingerprint as colon-separated hex (what ``openssl x509
    -fingerprint -sha256`` prints), from its PEM or DER bytes."""
    der = pem_or_der
    if pem_or_der.lstrip().startswith(b"-----BEGIN"):
        der = x509.load_pem_x509_certificate(pem_or_der).public_bytes(serialization.Encoding.DER)
    digest = hashlib.sha256(der).hexdigest().upper()
    return ":".join(digest[i : i + 2] for i in range(0, len(digest), 2))


def same_fingerprint(a: str, b: str) -> bool:
    """Two fingerprints alike, whatever their case and separators."""

    def bare(text: str) -> str:
        return text.replace(":", "").replace(" ", "").removeprefix("SHA256").lower()

    return bare(a) == bare(b) and len(bare(a)) == 64


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def _key() -> ec.EllipticCurvePrivateKey:
    return ec.generate_private_key(ec.SECP256R1())


def _write_key(path: Path, key: ec.EllipticCurvePrivateKey) -> None:
    """A private key, readable by its owner only, written where no file was."""
    data = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(data)


def _write_cert(path: Path, cert: x509.Certificate) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    with os.fdopen(fd, "wb") as out:
        out.write(cert.public_bytes(serialization.Encoding.PEM))


def _name(common: str) -> x509.Name:
    return x509.Name(
        [
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Casino floor"),
            x509.NameAttribute(NameOID.COMMON_NAME, common),
        ]
    )


def _issue(
    subject: str,
    public: ec.EllipticCurvePublicKey,
    issuer: x509.Name,
    signer: ec.EllipticCurvePrivateKey,
    years: int,
    *,
    authority: bool = False,
    usage: x509.ObjectIdentifier | None = None,
    names: tuple[str, ...] = (),
) -> x509.Certificate:
    now = _now()
    builder = (
        x509.CertificateBuilder()
        .subject_name(_name(subject))
        .issuer_name(issuer)
        .public_key(public)
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=365 * years))
        .add_extension(
            x509.BasicConstraints(ca=authority, path_length=0 if authority else None), critical=True
        )
    )
    if authority:
        builder = builder.add_extension(
            x509.KeyUsage(False, False, False, False, False, True, True, False, False),
            critical=True,
        )
    else:
        builder = builder.add_extension(
            x509.KeyUsage(True, False, False, False, False, False, False, False, False),
            critical=True,
        )
    if usage is not None:
        builder = builder.add_extension(x509.ExtendedKeyUsage([usage]), critical=True)
    if names:
        alt: list[x509.GeneralName] = []
        for name in names:
            try:
                alt.append(x509.IPAddress(ipaddress.ip_address(name)))
            except ValueError:
                alt.append(x509.DNSName(name))
        builder = builder.add_extension(x509.SubjectAlternativeName(alt), critical=False)
    return builder.sign(signer, hashes.SHA256())


def default_names() -> tuple[str, ...]:
    """The names a server's certificate answers to unless told more: this machine's name,
    and the loopback names (a server and a console on one machine)."""
    return tuple(dict.fromkeys((socket.gethostname(), "localhost", "127.0.0.1", "::1")))


def init(folder: Path, names: tuple[str, ...] = ()) -> Made:
    """A new authority and a server certificate for ``names`` in ``folder``; refused where an
    authority is already kept (its consoles would all have to be enrolled again)."""
    folder.mkdir(parents=True, exist_ok=True)
    if (folder / AUTHORITY_KEY).exists():
        raise CertificateError(
            f"{folder / AUTHORITY_KEY} exists: this floor has its authority already "
            "(to add a server, use --add-server on a copy of its folder)"
        )
    key = _key()
    authority = _issue(
        "Casino floor authority",
        key.public_key(),
        _name("Casino floor authority"),
        key,
        YEARS,
        authority=True,
    )
    _write_key(folder / AUTHORITY_KEY, key)
    _write_cert(folder / AUTHORITY, authority)
    files = (folder / AUTHORITY, folder / AUTHORITY_KEY, *add_server(folder, names))
    return Made(folder, files, fingerprint_of(authority.public_bytes(serialization.Encoding.DER)))


def _authority(folder: Path) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    try:
        cert = x509.load_pem_x509_certificate((folder / AUTHORITY).read_bytes())
        key = serialization.load_pem_private_key((folder / AUTHORITY_KEY).read_bytes(), None)
    except FileNotFoundError as exc:
        raise CertificateError(
            f"{exc.filename}: no authority here (run casino serve --init)"
        ) from None
    except ValueError as exc:
        raise CertificateError(f"{folder}: the authority's files cannot be read ({exc})") from None
    if not isinstance(key, ec.EllipticCurvePrivateKey):
        raise CertificateError(f"{folder / AUTHORITY_KEY}: not this floor's kind of key")
    return cert, key


def add_server(folder: Path, names: tuple[str, ...] = ()) -> tuple[Path, ...]:
    """A server certificate (``server.pem`` and its key) signed by the authority in
    ``folder``, answering to ``names`` and this machine's names."""
    cert, signer = _authority(folder)
    key = _key()
    every = tuple(dict.fromkeys((*names, *default_names())))
    server = _issue(
        "Casino floor server", key.public_key(), cert.subject, signer, YEARS,
        usage=ExtendedKeyUsageOID.SERVER_AUTH, names=every,
    )  # fmt: skip
    for path in (folder / SERVER, folder / SERVER_KEY):
        path.unlink(missing_ok=True)
    _write_key(folder / SERVER_KEY, key)
    _write_cert(folder / SERVER, server)
    return folder / SERVER, folder / SERVER_KEY


def enrol(folder: Path, name: str, out: Path) -> Made:
    """A console's key pair and certificate for ``name``, signed by the authority in
    ``folder``, written to ``out`` with the authority's certificate; the fingerprint returned
    is the console's, for the record."""
    cert, signer = _authority(folder)
    out.mkdir(parents=True, exist_ok=True)
    taken = [p for p in (out / CONSOLE, out / CONSOLE_KEY) if p.exists()]
    if taken:
        raise CertificateError(f"{taken[0]} exists: enrol into an empty folder")
    key = _key()
    console = _issue(
        name,
        key.public_key(),
        cert.subject,
        signer,
        CONSOLE_YEARS,
        usage=ExtendedKeyUsageOID.CLIENT_AUTH,
    )
    _write_key(out / CONSOLE_KEY, key)
    _write_cert(out / CONSOLE, console)
    (out / AUTHORITY).write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    files = (out / CONSOLE, out / CONSOLE_KEY, out / AUTHORITY)
    return Made(out, files, fingerprint_of(console.public_bytes(serialization.Encoding.DER)))


def console_name(der: bytes) -> str:
    """The name a console's certificate carries (its common name)."""
    cert = x509.load_der_x509_certificate(der)
    found = cert.subject.get_attributes_for_oid(NameOID.COMMON_NAME)
    return str(found[0].value) if found else ""


def server_context(folder: Path) -> ssl.SSLContext:
    """TLS for a server: its certificate, and every console must show one the authority
    signed (the record then says whether it is still enrolled)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(folder / SERVER, folder / SERVER_KEY)
        context.load_verify_locations(cafile=str(folder / AUTHORITY))
    except (OSError, ssl.SSLError) as exc:
        raise CertificateError(
            f"{folder}: the server's certificate cannot be used ({exc})"
        ) from None
    context.verify_mode = ssl.CERT_REQUIRED
    return context


def console_context(
    folder: Path, fingerprint: str, certificate: Path, key: Path, authority: Path
) -> ssl.SSLContext:
    """TLS for a console: its own identity, and trust in the one authority whose fingerprint
    its configuration names (a swapped ``ca.pem`` is refused before any connection)."""
    try:
        pem = authority.read_bytes()
    except OSError as exc:
        raise CertificateError(f"{authority}: cannot be read ({exc.strerror})") from None
    if not same_fingerprint(fingerprint_of(pem), fingerprint):
        raise CertificateError(
            f"{authority} is not the authority this console was told to trust "
            f"(its fingerprint is {fingerprint_of(pem)}, the configuration says {fingerprint})"
        )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_verify_locations(cadata=pem.decode())
        context.load_cert_chain(certificate, key)
    except (OSError, ssl.SSLError) as exc:
        raise CertificateError(
            f"{folder}: this console's identity cannot be used ({exc})"
        ) from None
    return context

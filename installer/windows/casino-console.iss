; Casino Console: the Windows installer. Needs Inno Setup 6.3 or newer (x64compatible).
;
; installer\windows\build.ps1 builds dist\casino-console\ with PyInstaller, runs the
; self-test, then compiles this script:
;   ISCC.exe /DAppVersion=<version> installer\windows\casino-console.iss
; which writes dist\casino-console-<version>-windows-x64-setup.exe.
; Relative paths below are relative to this file's folder.
;
; THE USER DATA FOLDER IS NEVER DELETED. The database casino.db holds the wager log, a
; legally required record; it and config.toml live in
;   %LOCALAPPDATA%\casino-console\casino-console\
; outside the program folder. Nothing in this script may delete, move or overwrite that
; folder: there is deliberately no [UninstallDelete] section, and [InstallDelete] removes
; only the program's own {app}\_internal folder.

; The version comes from pyproject.toml through /DAppVersion=...; 0.1.0 when compiled
; by hand without it.
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Casino Console"
#define AppExeName "casino-console.exe"
; PyInstaller's one-folder output: casino-console.exe, casino.exe and _internal\.
#define DistDir "..\..\dist\casino-console"

[Setup]
; The AppId links every version together, so a newer setup upgrades the installed copy
; in place and Installed apps shows one entry. Never change it. The doubled brace is
; Inno's escape for a literal opening brace.
AppId={{3E764897-3483-4143-922C-08F9C1CDD3C0}
AppName={#AppName}
AppVersion={#AppVersion}
UninstallDisplayName={#AppName}
UninstallDisplayIcon={app}\{#AppExeName}

; Per-user install, no administrator rights, so a pit PC's own Windows account can
; install and upgrade. In this mode {autopf} is {localappdata}\Programs: the program goes
; to %LOCALAPPDATA%\Programs\Casino Console. One fixed place keeps support simple, so
; the folder page is not shown (/DIR= on the command line still overrides it).
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DisableDirPage=yes
; A single Start-menu shortcut, no program group to choose.
DisableProgramGroupPage=yes

; The build is 64-bit Python and Qt: refuse 32-bit Windows, install in 64-bit mode
; (Arm64 Windows 11 runs it under x64 emulation). Qt 6 needs Windows 10 1809 or later.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0.17763

; An upgrade must not overwrite files a running console holds open: setup lists the
; running console and offers to close it first. Python programs do not register with
; Windows for restart, and the finished page offers to start the console anyway.
CloseApplications=yes
RestartApplications=no

; Output: dist\casino-console-<version>-windows-x64-setup.exe.
OutputDir=..\..\dist
OutputBaseFilename=casino-console-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\casino-console.ico
; Qt and Python compress well as one solid LZMA2 stream.
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; A log in %TEMP% ("Setup Log <date> #<n>.txt") for support when an install fails.
SetupLogging=yes

; Optional code signing (build.ps1 passes /DSign and /Scasinosign=<command> when
; CASINO_SIGN_THUMBPRINT is set): signs the setup, the uninstaller and, through the
; signonce flag in [Files], the two programs.
#ifdef Sign
SignTool=casinosign
SignedUninstaller=yes
#endif

[Languages]
; English only; also supplies the standard texts used below ({cm:...}).
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
; A desktop shortcut only when asked for: most pit PCs start the console from Start.
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; Runs before the files are copied. An upgrade replaces the whole Python and Qt runtime:
; a module or DLL that an older version shipped and this one does not must not linger and
; be picked up. Only {app}\_internal: the user data folder is elsewhere and never touched.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
; The two programs on their own lines so the optional signing (signonce) reaches them;
; signonce does nothing unless SignTool is set above.
Source: "{#DistDir}\casino-console.exe"; DestDir: "{app}"; Flags: ignoreversion signonce
Source: "{#DistDir}\casino.exe"; DestDir: "{app}"; Flags: ignoreversion signonce
; Everything else PyInstaller built (_internal\ with Python, Qt and the resources).
; ignoreversion: always replace, the build is one consistent set of files.
Source: "{#DistDir}\*"; Excludes: "\casino-console.exe,\casino.exe"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
; Start menu (the per-user Programs folder in this install mode), and the optional
; desktop shortcut.
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
; The finished page offers to start the console; skipped in silent installs.
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; No [UninstallDelete] section, on purpose. The uninstaller removes only the files this
; setup installed (and the program folder once empty). The data folder
; %LOCALAPPDATA%\casino-console\casino-console\ (casino.db with the wager log, a legal
; record, and config.toml) stays. Do not add an [UninstallDelete] entry for it, or for
; any folder above it.
